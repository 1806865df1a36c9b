#if canImport(UIKit)
  import UIKit

  /// The first of `candidates` whose protocol declares `selector` as an optional instance method
  /// and whose object implements it: where a list adapter forwards a call it does not handle.
  ///
  /// NB: `protocol_getMethodDescription` also searches the protocols a protocol adopts, so the
  /// scroll view's callbacks (`UIScrollViewDelegate`, which `UITableViewDelegate` and
  /// `UICollectionViewDelegate` adopt: UITableView.h:100, UICollectionView.h:114) are found too.
  @MainActor
  func implementer(of selector: Selector, among candidates: [(Protocol, AnyObject?)]) -> AnyObject? {
    candidates.first { methods, object in
      protocol_getMethodDescription(methods, selector, false, true).name != nil
        && object?.responds(to: selector) == true
    }?.1
  }
#endif
