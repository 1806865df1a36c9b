import Foundation
import UIKit
import WaypointUIKit
import os

#if DEBUG
  extension ShopScreen {
    /// A Debug menu for the navigation bar, in debug builds only. Its "Share navigation
    /// recording" saves the window's recording as `navigation-recording.json` and offers it in the
    /// share sheet; until the navigator has recorded something, it is dimmed and says so.
    func debugMenu() -> UIBarButtonItem {
      let item = UIBarButtonItem(image: UIImage(systemName: "ladybug"), menu: nil)
      item.accessibilityLabel = "Debug"
      // Made each time the menu opens, as the recording starts once the window has settled.
      let share = UIDeferredMenuElement.uncached { [weak self, weak item] completion in
        let action = UIAction(
          title: "Share navigation recording", image: UIImage(systemName: "square.and.arrow.up")
        ) { _ in self?.shareRecording(from: item) }
        if self?.navigator?.recorder?.isRecording != true {
          action.attributes = .disabled
          action.subtitle = "Nothing recorded yet"
        }
        completion([action])
      }
      item.menu = UIMenu(children: [share])
      return item
    }

    /// Writes the recording to a temporary file and presents the share sheet with it, pointing at
    /// `item` on an iPad.
    private func shareRecording(from item: UIBarButtonItem?) {
      guard let recording = navigator?.recorder?.recording else { return }
      let file = URL.temporaryDirectory.appending(path: "navigation-recording.json")
      do {
        try recording.json().write(to: file, options: .atomic)
      } catch {
        os.Logger(subsystem: "com.example.waypoint.shop-uikit", category: "debug")
          .warning("Could not save the navigation recording: \(error)")
        return
      }
      let sheet = UIActivityViewController(activityItems: [file], applicationActivities: nil)
      // NB: on an iPad the sheet is a popover, which needs something to point at.
      if let item {
        sheet.popoverPresentationController?.sourceItem = item
      } else {
        sheet.popoverPresentationController?.sourceView = view
      }
      present(sheet, animated: true)
    }
  }
#endif
