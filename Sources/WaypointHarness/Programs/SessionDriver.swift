@_spi(Hosts) import Waypoint
import WaypointTesting

/// A driver whose host runs a `HostSession` the interleaving programs watch.
@MainActor
protocol SessionDriver: HostDriver {
  /// The session of the last host made.
  var session: HostSession? { get }
}

extension TestHostDriver: SessionDriver {}
