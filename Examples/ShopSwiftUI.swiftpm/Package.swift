// swift-tools-version: 5.9
// The SwiftUI shop on Waypoint: open this folder in Xcode (or the .swiftpm in Swift Playgrounds)
// and run it; nothing is generated. The app's sources are in App/.
import AppleProductTypes
import PackageDescription

let package = Package(
  name: "ShopSwiftUI",
  platforms: [.iOS("17.0")],
  products: [
    .iOSApplication(
      name: "ShopSwiftUI",
      targets: ["ShopSwiftUI"],
      bundleIdentifier: "example.waypoint.shop-swiftui",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .bag),
      accentColor: .presetColor(.orange),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [
        .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ],
      // Declares the `shop` URL scheme, so shop://product/2 opens the app.
      additionalInfoPlistContentFilePath: "AdditionalInfo.plist"
    )
  ],
  dependencies: [
    .package(name: "Waypoint", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "ShopSwiftUI",
      dependencies: [.product(name: "WaypointSwiftUI", package: "Waypoint")],
      path: "App"
    )
  ]
)
