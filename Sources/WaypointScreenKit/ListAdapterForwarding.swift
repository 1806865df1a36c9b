#if canImport(UIKit)
  import UIKit

  /// The first of `candidates` whose protocol declares `selector` as an optional instance method
  /// and whose object implements it: where a list adapter forwards a call it does not handle.
  /// `nil` for no selector, or off the main thread, where the adapter's objects are not read.
  ///
  /// NB: `protocol_getMethodDescription` also searches the protocols a protocol adopts, so the
  /// scroll view's callbacks (`UIScrollViewDelegate`, which `UITableViewDelegate` and
  /// `UICollectionViewDelegate` adopt: UITableView.h:100, UICollectionView.h:114) are found too.
  func implementer(
    of selector: Selector?, among candidates: @MainActor () -> [(Protocol, AnyObject?)]
  ) -> AnyObject? {
    guard let selector, Thread.isMainThread else { return nil }
    nonisolated(unsafe) var found: AnyObject?
    MainActor.assumeIsolated {
      found =
        candidates().first { methods, object in
          protocol_getMethodDescription(methods, selector, false, true).name != nil
            && object?.responds(to: selector) == true
        }?.1
    }
    return found
  }
#endif
