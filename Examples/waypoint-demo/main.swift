import Foundation

// waypoint-demo: a headless shop app driven through Waypoint, printed as it goes.
// Each section lives in its own file; flags are passed to every section.
let arguments = Array(CommandLine.arguments.dropFirst())

await ShopDemo.run(arguments: arguments)
await RestorationDemo.run(arguments: arguments)
await DeepLinkDemo.run(arguments: arguments)
await MVPDemo.run(arguments: arguments)
await HTTPDemo.run(arguments: arguments)
