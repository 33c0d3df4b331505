// An app file as most iOS files are: SwiftUI and Passage imported together, everyday names of both
// used unqualified. Tools/ios-compile-check/run type-checks it beside Apple's real SwiftUI and UIKit.
import Passage
import SwiftUI

func everydayNames() {
  let _: Color? = nil  // SwiftUI's
  let _: Spring? = nil
  let _: EdgeInsets? = nil
  let _: LayoutDirection? = nil
  let transition: any PassageTransition = Recede()
  let _: [any PassageTransition] = [Push(), Fade(), transition]
  var context = TransitionContext(containerSize: Size(width: 390, height: 844), safeAreaInsets: Insets.zero)
  context.layoutDirection = .rightToLeft
  let _: DampedSpring = .standard
  let _: CompletionPolicy = .standard
  let _: LayerColor = .black
  let _: TransitionScene? = nil
  let _: KeyframeSeries<Double>? = nil
  let _: TimingCurve = .spring(DampedSpring(response: 0.5, dampingRatio: 0.8))
}
