extension TransitionRunner {
  /// The timeline's scene at `time` while the transition runs, with the tracked layer where a
  /// finger that carries it (``InteractiveGesture/Tracking/free``) has put it: its position track
  /// read at the driver's carried progress, plus the carried offset. Identical to the timeline's
  /// scene at the driver's progress when no finger carries the layer.
  package func runningScene(at time: Double) -> TransitionScene {
    var scene = timeline.scene(atProgress: progress(at: time))
    if cardLaws != nil { return heldCardScene(scene, at: time) }
    let carried = driver.carried
    guard !carried.isTrivial, let role = gesture?.trackedRole,
      let index = scene.layers.lastIndex(where: { $0.role == role }),
      let animation = timeline.layers.last(where: { $0.base.role == role })
    else { return scene }
    let end = driver.completionTime
    let progress = carried.trackProgress(at: time, progress: progress(at: time), end: end)
    let offset = carried.offset(at: time, end: end)
    let onTrack = animation.position?.value(at: progress) ?? animation.base.position
    scene.layers[index].position = Point(x: onTrack.x + offset.x, y: onTrack.y + offset.y)
    return scene
  }
}
