// expected-error: 'init(perceptualDuration:bounce:)' is only available in iOS 17.0 or newer
// CASpringAnimation(perceptualDuration:bounce:) is API_AVAILABLE(ios(17.0)) in CAAnimation.h: at
// the package's iOS 15 floor it needs `if #available(iOS 17, *)`.
import QuartzCore

func spring() -> CASpringAnimation {
  CASpringAnimation(perceptualDuration: 0.35, bounce: 0)
}
