// swift-tools-version: 5.9
// An iOS app package: open this folder in Xcode (or Swift Playgrounds) and run; nothing to
// generate. It builds the Waypoint package two folders up.
import AppleProductTypes
import PackageDescription

let package = Package(
  name: "ShopUIKit",
  platforms: [.iOS("17.0")],
  products: [
    .iOSApplication(
      name: "Waypoint Shop",
      targets: ["App"],
      bundleIdentifier: "com.example.waypoint.shop-uikit",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .palette),
      accentColor: .presetColor(.blue),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [
        .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ],
      // The `shop://` URL scheme, for deep links.
      additionalInfoPlistContentFilePath: "AdditionalInfo.plist"
    )
  ],
  dependencies: [.package(name: "Waypoint", path: "../..")],
  targets: [
    .executableTarget(
      name: "App",
      dependencies: [
        .product(name: "WaypointUIKit", package: "Waypoint"),
        .product(name: "WaypointScreenKit", package: "Waypoint"),
      ],
      path: "App"
    )
  ]
)
