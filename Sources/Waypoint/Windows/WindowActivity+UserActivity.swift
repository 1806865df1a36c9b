// NB: `NSUserActivity` is in Foundation on Apple's systems only, not in Linux's Foundation.
#if canImport(Darwin)
  import Foundation

  extension WindowActivity {
    /// The activity `activity` carries: its type, the link saved in its `userInfo` (else its
    /// `webpageURL`, as for a universal link continued from Safari), and the window's tree if
    /// it carries one.
    public init(_ activity: NSUserActivity) {
      let link = activity.userInfo?[Self.linkKey] as? String ?? activity.webpageURL?.absoluteString
      self.init(
        type: activity.activityType, link: link, restoration: activity.userInfo?[Self.restorationKey] as? Data
      )
      if let webpage = activity.webpageURL { webpageURL = webpage }
    }
  }

  extension NSUserActivity {
    /// An activity carrying `activity`: its type, its web page, and its link and tree in
    /// `userInfo` (both required keys). Set `title`, `isEligibleForSearch`,
    /// `isEligibleForHandoff` as the app wants.
    public convenience init(_ activity: WindowActivity) {
      self.init(activityType: activity.type)
      var info: [String: Any] = [:]
      if let link = activity.link { info[WindowActivity.linkKey] = link }
      if let restoration = activity.restoration { info[WindowActivity.restorationKey] = restoration }
      addUserInfoEntries(from: info)
      requiredUserInfoKeys = Set(info.keys)
      webpageURL = activity.webpageURL
    }
  }
#endif
