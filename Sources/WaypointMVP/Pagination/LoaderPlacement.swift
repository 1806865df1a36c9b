/// Where a paged list shows its loading indicator while a page loads.
///
/// WinkKit's infinite data sources always put it in a section of their own at a fixed
/// index; here the app chooses.
public enum LoaderPlacement: Hashable, Sendable {
  /// No loader row.
  case none
  /// The last row of the items section, right below the last item.
  case belowItems
  /// The last row of the section with this identity (for example a footer section).
  case section(ListSectionID)
}
