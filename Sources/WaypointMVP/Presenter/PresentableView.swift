/// A view a presenter drives: a view controller, a cell, or a test double.
///
/// Declare what your screen can show in a protocol refining this one, make the view
/// conform, and give the presenter a `weak` reference typed by that protocol. As in
/// WinkKit, the view only reports what the user did and shows what it is told.
///
/// ```swift
/// protocol ProductListView: PresentableView {
///   func show(title: String)
///   func apply(_ changes: ListChangeSet)
/// }
/// ```
@MainActor
public protocol PresentableView: AnyObject {}
