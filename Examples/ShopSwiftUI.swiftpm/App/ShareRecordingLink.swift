import CoreTransferable
import Foundation
import SwiftUI
import UniformTypeIdentifiers
import WaypointSwiftUI

#if DEBUG
  /// "Share navigation recording", in the account tab's Debug section (debug builds only): shares
  /// the window's recording as `navigation-recording.json`. Until the navigator has recorded
  /// something, it is dimmed and says so.
  struct ShareRecordingLink: View {
    @Environment(Navigator<Shop>.self) private var navigator

    var body: some View {
      // NB: the recorder is not observable. Reading `isTransitioning` draws the link again at
      // each plan's end, where the host usually settles: where a recording starts.
      let _ = navigator.isTransitioning
      if let recorder = navigator.recorder, recorder.isRecording {
        ShareLink(
          "Share navigation recording", item: NavigationRecordingFile(recorder: recorder),
          preview: SharePreview("Navigation recording"))
      } else {
        LabeledContent("Share navigation recording", value: "Nothing recorded yet")
          .foregroundStyle(.secondary)
      }
    }
  }

  /// A window's navigation recording as a JSON file to share, read from its recorder when the
  /// user shares it, so that it holds everything up to then.
  struct NavigationRecordingFile: Transferable {
    let recorder: NavigationRecorder

    static var transferRepresentation: some TransferRepresentation {
      FileRepresentation(exportedContentType: .json) { file in
        // NB: a recorder that has started keeps a recording; this app never clears one.
        guard let recording = await file.recorder.recording else { throw CocoaError(.fileNoSuchFile) }
        let url = URL.temporaryDirectory.appending(path: "navigation-recording.json")
        try recording.json().write(to: url, options: .atomic)
        return SentTransferredFile(url)
      }
    }
  }
#endif
