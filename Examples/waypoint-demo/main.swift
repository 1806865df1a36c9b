import Foundation

// waypoint-demo: a headless shop app driven through Waypoint, printed as it goes.
// Each section lives in its own file; flags are passed to every section.
// `--section NAME` runs one section: navigation, leave, dialogs, split, tabs, screens, views, flows,
// restoration, links, windows, recording, mvp, http, interleaving.
let arguments = Array(CommandLine.arguments.dropFirst())
let only = arguments.firstIndex(of: "--section").flatMap { arguments.dropFirst($0 + 1).first }

let sections: [(String, @MainActor ([String]) async -> Void)] = [
  ("navigation", { await ShopDemo.run(arguments: $0) }),
  ("leave", { await LeaveGuardDemo.run(arguments: $0) }),
  ("dialogs", { await DialogsDemo.run(arguments: $0) }),
  ("split", { await SplitDemo.run(arguments: $0) }),
  ("tabs", { await TabsDemo.run(arguments: $0) }),
  ("screens", { await ScreensDemo.run(arguments: $0) }),
  ("views", { await ScreenViewsDemo.run(arguments: $0) }),
  ("flows", { await FlowsDemo.run(arguments: $0) }),
  ("restoration", { await RestorationDemo.run(arguments: $0) }),
  ("links", { await DeepLinkDemo.run(arguments: $0) }),
  ("windows", { await WindowsDemo.run(arguments: $0) }),
  ("recording", { await RecordingDemo.run(arguments: $0) }),
  ("mvp", { await MVPDemo.run(arguments: $0) }),
  ("http", { await HTTPDemo.run(arguments: $0) }),
  ("interleaving", { await InterleavingDemo.run(arguments: $0) }),
]
for (name, run) in sections where only == nil || only == name {
  await run(arguments)
}
