#if os(iOS)
  import SwiftUI
  import UIKit

  extension View {
    /// Marks this view as the source of a zoom named `id` in `namespace`: the page of a
    /// `.passage(item:transition: .zoom(sourceID: id, in: namespace))` grows out of this view's
    /// frame and shrinks back into it, and this view is hidden while the page stands for it.
    ///
    /// ```swift
    /// @Namespace private var cards
    /// PostCard(post).passageZoomSource(id: post.id, in: cards, cornerRadius: 16)
    /// ```
    ///
    /// - Parameters:
    ///   - id: the source's name; one view per name and namespace is on screen at a time.
    ///   - namespace: a `@Namespace` of the view that presents.
    ///   - cornerRadius: the view's corner radius in points (≥ 0), which the page starts from.
    public func passageZoomSource<ID: Hashable & Sendable>(
      id: ID, in namespace: Namespace.ID, cornerRadius: CGFloat = 0
    ) -> some View {
      modifier(
        ZoomSourceModifier(key: ZoomSourceKey(id: id, namespace: namespace), cornerRadius: cornerRadius))
    }
  }

  extension PassageTransition where Self == ZoomFromSource {
    /// The zoom out of the view marked `.passageZoomSource(id: sourceID, in: namespace)` and back
    /// into it; looked up each time a run starts, so a card that scrolled is where the page
    /// returns, and one that is gone makes the page shrink and fade towards the centre.
    @MainActor
    public static func zoom<ID: Hashable & Sendable>(
      sourceID: ID, in namespace: Namespace.ID, _ zoom: Zoom = Zoom()
    ) -> ZoomFromSource {
      let key = ZoomSourceKey(id: sourceID, namespace: namespace)
      return ZoomFromSource(zoom) { ZoomSources.view(for: key) }
    }
  }

  /// A zoom source's name and namespace.
  struct ZoomSourceKey: Hashable, Sendable {
    let id: AnyHashableSendable
    let namespace: Namespace.ID

    init<ID: Hashable & Sendable>(id: ID, namespace: Namespace.ID) {
      self.id = AnyHashableSendable(id)
      self.namespace = namespace
    }
  }

  /// A type-erased hashable and sendable value.
  struct AnyHashableSendable: Hashable, @unchecked Sendable {
    // The wrapped value is Sendable (the initialiser requires it); AnyHashable hides that.
    private let value: AnyHashable
    init<Value: Hashable & Sendable>(_ value: Value) { self.value = AnyHashable(value) }
  }

  /// The marker views of the zoom sources on screen, held weakly.
  @MainActor
  enum ZoomSources {
    private static var markers: [ZoomSourceKey: WeakMarker] = [:]

    private struct WeakMarker { weak var view: ZoomSourceMarkerView? }

    static func register(_ view: ZoomSourceMarkerView, for key: ZoomSourceKey) {
      markers = markers.filter { $0.value.view != nil }
      markers[key] = WeakMarker(view: view)
    }

    static func view(for key: ZoomSourceKey) -> UIView? { markers[key]?.view }
  }

  /// Whether the marked view is hidden because the page stands for it.
  @MainActor
  final class ZoomSourceVisibility: ObservableObject {
    @Published var isHidden = false
  }

  struct ZoomSourceModifier: ViewModifier {
    let key: ZoomSourceKey
    let cornerRadius: CGFloat
    @StateObject private var visibility = ZoomSourceVisibility()

    func body(content: Content) -> some View {
      content
        .opacity(visibility.isHidden ? 0 : 1)
        .background(ZoomSourceMarker(key: key, cornerRadius: cornerRadius, visibility: visibility))
    }
  }

  /// A clear UIKit view with the marked view's frame: what the transition measures (its frame in
  /// the container, its layer's corner radius) and hides (which hides the SwiftUI content).
  struct ZoomSourceMarker: UIViewRepresentable {
    let key: ZoomSourceKey
    let cornerRadius: CGFloat
    let visibility: ZoomSourceVisibility

    func makeUIView(context: Context) -> ZoomSourceMarkerView {
      let view = ZoomSourceMarkerView()
      view.isUserInteractionEnabled = false
      updateUIView(view, context: context)
      return view
    }

    func updateUIView(_ view: ZoomSourceMarkerView, context: Context) {
      view.layer.cornerRadius = max(cornerRadius, 0)
      view.visibility = visibility
      ZoomSources.register(view, for: key)
    }
  }

  /// The marker: hiding it (as the transition hides a zoom's source) hides the marked content.
  final class ZoomSourceMarkerView: UIView {
    weak var visibility: ZoomSourceVisibility?

    override var isHidden: Bool {
      didSet {
        visibility?.isHidden = isHidden
        guard isHidden != oldValue else { return }
        // SwiftUI applies the published opacity on its next update, later than UIKit's
        // snapshot of the screen. A layout pass of the hosting view runs that update now, so
        // the snapshot taken next (after screen updates) shows the card hidden. This relies on
        // UIHostingController's view updating its content when laid out, which Apple does not
        // document; without it the card shows in the snapshot for the run's first frames.
        var top: UIView = self
        while let parent = top.superview, !(parent is UIWindow) { top = parent }
        top.setNeedsLayout()
        top.layoutIfNeeded()
      }
    }
  }
#endif
