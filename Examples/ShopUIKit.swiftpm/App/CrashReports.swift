import Foundation
import os

/// The hook the app gives a crash reporter (Sentry, Crashlytics, one of its own): the files to
/// attach to a crash report, each made by a provider the app registers under the file's name.
///
/// A crash handler cannot safely run code on the main actor, where the providers run, so a
/// reporter gets the attachments one of two ways:
/// - A reporter that collects its attachments when the app crashes reads the files
///   ``file(named:)`` names. They hold what the providers gave the last time the app called
///   ``save()``: whenever a window went to the background.
/// - A reporter that asks on the main actor before it sends a report (a `beforeSend`) calls
///   ``attachments()``, which asks the providers now: the live navigation recording.
///
/// ```swift
/// CrashReports.shared.register("navigation-recording.json") { [weak navigator] in
///   try navigator?.recorder?.recording?.json()
/// }
/// // A reporter collecting its attachments, on any thread:
/// let recording = try? Data(contentsOf: CrashReports.file(named: "navigation-recording.json"))
/// ```
@MainActor
final class CrashReports {
  /// Makes an attachment's content now; `nil` when it has none.
  typealias Provider = @MainActor () throws -> Data?

  /// The app's hook.
  static let shared = CrashReports()
  /// Where ``save()`` writes the attachments, one file each: a folder in the Caches directory.
  nonisolated static let directory = URL.cachesDirectory.appending(
    path: "CrashReports", directoryHint: .isDirectory)

  private var providers: [String: Provider] = [:]
  private let log = os.Logger(subsystem: "com.example.waypoint.shop-uikit", category: "crash-reports")

  /// Registers `provider` as the attachment `name` (a file name), replacing the one registered
  /// under that name before.
  func register(_ name: String, _ provider: @escaping Provider) {
    providers[name] = provider
  }

  /// Every attachment, by name, made now; a provider that has nothing or fails is left out.
  func attachments() -> [String: Data] {
    var attachments: [String: Data] = [:]
    for (name, provider) in providers {
      do {
        attachments[name] = try provider()
      } catch {
        log.warning("No \(name, privacy: .public) for crash reports: \(error)")
      }
    }
    return attachments
  }

  /// Writes every attachment to its file, for a reporter that reads them when the app crashes;
  /// the file of a provider that has nothing keeps what it held.
  func save() {
    do {
      try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
      for (name, data) in attachments() {
        try data.write(to: Self.file(named: name), options: .atomic)
      }
    } catch {
      log.warning("Could not save the crash report attachments: \(error)")
    }
  }

  /// The file ``save()`` writes the attachment `name` to, the same in every launch: a reporter
  /// can be given it when the app starts.
  nonisolated static func file(named name: String) -> URL {
    directory.appending(path: name, directoryHint: .notDirectory)
  }
}
