#if canImport(UIKit)
  import UIKit

  /// How a styled view draws its layer: corners (continuous, or fully rounded), border, shadow and,
  /// for ``WKView``, a gradient. One value shared by ``WKView``, ``WKButton``, ``WKLabel``,
  /// ``WKImageView`` and ``WKTextView``; its colours follow light and dark mode.
  public struct WKStyle {
    public var cornerRadius: CGFloat = 0
    /// Corners of half the shorter side, whatever the size.
    public var isRounded = false
    public var borderWidth: CGFloat = 0
    public var borderColor: UIColor?
    /// No shadow while `nil`.
    public var shadowColor: UIColor?
    public var shadowOpacity: Float = 0.2
    public var shadowRadius: CGFloat = 4
    public var shadowOffset = CGSize(width: 0, height: 2)
    /// The gradient's colours, first to last (a ``WKView`` only; empty for none).
    public var gradientColors: [UIColor] = []
    /// Whether the gradient runs left to right (top to bottom otherwise).
    public var gradientIsHorizontal = false

    public init() {}

    /// Draws the style on `view`'s layer, colours resolved for its traits, and the shadow's path
    /// on its current bounds (call it from `layoutSubviews`).
    @MainActor
    public func apply(to view: UIView) {
      let layer = view.layer
      let traits = view.traitCollection
      let radius = isRounded ? min(view.bounds.width, view.bounds.height) / 2 : cornerRadius
      layer.cornerRadius = radius
      layer.cornerCurve = isRounded ? .circular : .continuous
      layer.borderWidth = borderWidth
      layer.borderColor = borderColor?.resolvedColor(with: traits).cgColor
      layer.shadowColor = shadowColor?.resolvedColor(with: traits).cgColor
      layer.shadowOpacity = shadowColor == nil ? 0 : shadowOpacity
      layer.shadowRadius = shadowRadius
      layer.shadowOffset = shadowOffset
      // NB: a shadow path spares Core Animation an offscreen pass; it must follow the bounds.
      layer.shadowPath =
        shadowColor == nil ? nil : UIBezierPath(roundedRect: view.bounds, cornerRadius: radius).cgPath
      if let gradient = layer as? CAGradientLayer {
        gradient.colors =
          gradientColors.isEmpty ? nil : gradientColors.map { $0.resolvedColor(with: traits).cgColor }
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = gradientIsHorizontal ? CGPoint(x: 1, y: 0) : CGPoint(x: 0, y: 1)
      }
    }
  }

  /// A view drawn with a ``WKStyle``, redrawn when its size or appearance (light, dark) changes.
  @MainActor
  public protocol WKStyled: UIView {
    var style: WKStyle { get set }
  }

  extension WKStyled {
    /// Redraws the style when the appearance changes; call once from each initializer.
    func followAppearance() {
      registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: Self, _: UITraitCollection) in
        view.setNeedsLayout()
      }
    }
  }

  /// A view with a style and a gradient (its layer is a `CAGradientLayer`).
  @IBDesignable
  open class WKView: UIView, WKStyled {
    open override class var layerClass: AnyClass { CAGradientLayer.self }
    public var style = WKStyle() { didSet { setNeedsLayout() } }
    @IBInspectable public var cornerRadius: CGFloat {
      get { style.cornerRadius }
      set { style.cornerRadius = newValue }
    }
    @IBInspectable public var isRounded: Bool {
      get { style.isRounded }
      set { style.isRounded = newValue }
    }
    @IBInspectable public var borderWidth: CGFloat {
      get { style.borderWidth }
      set { style.borderWidth = newValue }
    }
    @IBInspectable public var borderColor: UIColor? {
      get { style.borderColor }
      set { style.borderColor = newValue }
    }
    @IBInspectable public var shadowColor: UIColor? {
      get { style.shadowColor }
      set { style.shadowColor = newValue }
    }
    @IBInspectable public var shadowOpacity: Float {
      get { style.shadowOpacity }
      set { style.shadowOpacity = newValue }
    }
    @IBInspectable public var shadowRadius: CGFloat {
      get { style.shadowRadius }
      set { style.shadowRadius = newValue }
    }
    @IBInspectable public var shadowOffset: CGSize {
      get { style.shadowOffset }
      set { style.shadowOffset = newValue }
    }
    @IBInspectable public var gradientStartColor: UIColor? {
      get { style.gradientColors.first }
      set { style.gradientColors = [newValue, gradientEndColor].compactMap { $0 } }
    }
    @IBInspectable public var gradientEndColor: UIColor? {
      get { style.gradientColors.count > 1 ? style.gradientColors.last : nil }
      set { style.gradientColors = [gradientStartColor, newValue].compactMap { $0 } }
    }
    @IBInspectable public var gradientIsHorizontal: Bool {
      get { style.gradientIsHorizontal }
      set { style.gradientIsHorizontal = newValue }
    }

    public override init(frame: CGRect) {
      super.init(frame: frame)
      followAppearance()
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      followAppearance()
    }

    open override func layoutSubviews() {
      super.layoutSubviews()
      style.apply(to: self)
    }
  }

  /// A button with a style (WinkKit's `WKButton`).
  @IBDesignable
  open class WKButton: UIButton, WKStyled {
    public var style = WKStyle() { didSet { setNeedsLayout() } }
    @IBInspectable public var cornerRadius: CGFloat {
      get { style.cornerRadius }
      set { style.cornerRadius = newValue }
    }
    @IBInspectable public var isRounded: Bool {
      get { style.isRounded }
      set { style.isRounded = newValue }
    }
    @IBInspectable public var borderWidth: CGFloat {
      get { style.borderWidth }
      set { style.borderWidth = newValue }
    }
    @IBInspectable public var borderColor: UIColor? {
      get { style.borderColor }
      set { style.borderColor = newValue }
    }
    @IBInspectable public var shadowColor: UIColor? {
      get { style.shadowColor }
      set { style.shadowColor = newValue }
    }

    public override init(frame: CGRect) {
      super.init(frame: frame)
      followAppearance()
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      followAppearance()
    }

    open override func layoutSubviews() {
      super.layoutSubviews()
      style.apply(to: self)
    }
  }

  /// A label with a style.
  @IBDesignable
  open class WKLabel: UILabel, WKStyled {
    public var style = WKStyle() { didSet { setNeedsLayout() } }
    @IBInspectable public var cornerRadius: CGFloat {
      get { style.cornerRadius }
      set { style.cornerRadius = newValue }
    }
    @IBInspectable public var isRounded: Bool {
      get { style.isRounded }
      set { style.isRounded = newValue }
    }
    @IBInspectable public var borderWidth: CGFloat {
      get { style.borderWidth }
      set { style.borderWidth = newValue }
    }
    @IBInspectable public var borderColor: UIColor? {
      get { style.borderColor }
      set { style.borderColor = newValue }
    }

    public override init(frame: CGRect) {
      super.init(frame: frame)
      followAppearance()
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      followAppearance()
    }

    open override func layoutSubviews() {
      super.layoutSubviews()
      style.apply(to: self)
      layer.masksToBounds = style.cornerRadius > 0 || style.isRounded
    }
  }

  /// An image view with a style; its image is clipped to the corners unless it casts a shadow
  /// (a layer cannot do both).
  @IBDesignable
  open class WKImageView: UIImageView, WKStyled {
    public var style = WKStyle() { didSet { setNeedsLayout() } }
    @IBInspectable public var cornerRadius: CGFloat {
      get { style.cornerRadius }
      set { style.cornerRadius = newValue }
    }
    @IBInspectable public var isRounded: Bool {
      get { style.isRounded }
      set { style.isRounded = newValue }
    }
    @IBInspectable public var borderWidth: CGFloat {
      get { style.borderWidth }
      set { style.borderWidth = newValue }
    }
    @IBInspectable public var borderColor: UIColor? {
      get { style.borderColor }
      set { style.borderColor = newValue }
    }
    @IBInspectable public var shadowColor: UIColor? {
      get { style.shadowColor }
      set { style.shadowColor = newValue }
    }

    public override init(frame: CGRect) {
      super.init(frame: frame)
      followAppearance()
    }

    public override init(image: UIImage?) {
      super.init(image: image)
      followAppearance()
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      followAppearance()
    }

    open override func layoutSubviews() {
      super.layoutSubviews()
      style.apply(to: self)
      layer.masksToBounds = style.shadowColor == nil
    }
  }

  /// A text view with a style.
  @IBDesignable
  open class WKTextView: UITextView, WKStyled {
    public var style = WKStyle() { didSet { setNeedsLayout() } }
    @IBInspectable public var cornerRadius: CGFloat {
      get { style.cornerRadius }
      set { style.cornerRadius = newValue }
    }
    @IBInspectable public var borderWidth: CGFloat {
      get { style.borderWidth }
      set { style.borderWidth = newValue }
    }
    @IBInspectable public var borderColor: UIColor? {
      get { style.borderColor }
      set { style.borderColor = newValue }
    }

    public override init(frame: CGRect, textContainer: NSTextContainer?) {
      super.init(frame: frame, textContainer: textContainer)
      followAppearance()
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      followAppearance()
    }

    open override func layoutSubviews() {
      super.layoutSubviews()
      style.apply(to: self)
    }
  }
#endif
