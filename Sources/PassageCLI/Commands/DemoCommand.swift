import Passage
import PassageCommands
import PassageLibC
import PassageRecording
import PassageRender

/// `passage demo [--out DIR]`: the reference transitions as GIFs, contact sheets, curve plots and
/// an offline HTML page.
enum DemoCommand: Command {
  static let name = "demo"
  static let abstract = """
    Renders the reference transitions to GIFs, contact sheets and an HTML page.
    The transitions: recede, push with interactive pops, push right-to-left, zoom out of a card
    with interactive drags, Reduce Motion; each as a GIF and a contact sheet PNG, with SVG plots of
    their timing curves and an index.html that shows them with a frame scrubber.
    """
  static let positionals: [Positional] = []

  /// `demo`'s options: where to write, and how large.
  struct Options: OptionGroup {
    let out = Declared.path(
      "--out", placeholder: "DIR", default: "passage-demo", help: "the directory to write to")
    let scale = SharedOptions.scale(
      help: "pixels per point of the GIFs and contact sheets (0.05 for thumbnails)")
  }
  static let declared = Options()

  static func run(_ arguments: ParsedArguments) throws(CLIError) {
    let directory = try arguments.value(declared.out)
    let scale = try arguments.value(declared.scale)
    let items = DemoCatalog.items()
    // Every frame within the render limits before anything is drawn or written.
    for item in items {
      for scene in item.reel.scenes {
        let frame = RenderLimits.frameSize(of: scene.containerSize, scale: scale)
        try RenderLimits.checkFrame(width: frame.width, height: frame.height)
      }
    }
    try makeDirectory(directory)

    let clock = ContinuousClock()
    let start = clock.now
    var written: [(file: String, bytes: Int, what: String)] = []
    func write(_ bytes: [UInt8], _ file: String, _ what: String) throws(CLIError) {
      do {
        try AtomicFile.write(bytes, to: directory + "/" + file)
      } catch {
        throw .failure(error.description)
      }
      written.append((file, bytes.count, what))
    }

    let content = ScreenImages.mock()
    let gifCompositor = Compositor(scale: scale)
    var sections: [DemoPage.Section] = []
    for (number, item) in items.enumerated() {
      var bar = ProgressBar(label: "\(item.name) (\(number + 1)/\(items.count))")
      let gif: [UInt8]
      let sheet: [UInt8]
      let count = min(16, item.reel.scenes.count)
      let sheetBitmap = item.reel.contactSheet(
        count: count, columns: 8, compositor: gifCompositor, content: content, workers: Parallel.coreCount)
      do {
        gif = try item.reel.encodeGIF(compositor: gifCompositor, content: content) { bar.update($0, of: $1) }
        sheet = try PNG.encode(sheetBitmap.bitmap)
      } catch {
        throw .failure("could not encode \(item.name): \(error)")
      }
      let frameCount = item.reel.scenes.count
      try write(gif, "\(item.name).gif", "\(frameCount) frames, \(fixed(item.reel.duration)) s")
      try write(sheet, "\(item.name).png", "contact sheet of \(count) frames")
      sections.append(
        DemoPage.Section(
          item: item, gif: "\(item.name).gif", sheet: "\(item.name).png", sheetGeometry: sheetBitmap.geometry,
          displayWidth: sheetBitmap.geometry.frameWidth))
    }
    for (file, title, curve, nominal) in DemoCatalog.curves {
      try write(
        Array(CurvePlot.svg(of: curve, nominalDuration: nominal, title: title).utf8), "\(file).svg", title)
    }
    let page = DemoPage.html(
      sections: sections, curves: DemoCatalog.curves.map { (file: "\($0.0).svg", title: $0.1) })
    try write(Array(page.utf8), "index.html", "the page: GIFs, scrubbers, curves (works offline)")

    let seconds = (clock.now - start).nanoseconds / 1e9
    let width = written.map(\.file.count).max() ?? 0
    writeOut("wrote \(written.count) files to \(directory)/ in \(fixed(seconds)) s\n")
    for entry in written {
      let pad = String(repeating: " ", count: width - entry.file.count)
      let size = String(entry.bytes)
      writeOut(
        "  \(entry.file)\(pad)  \(String(repeating: " ", count: max(0, 9 - size.count)))\(size) bytes  \(entry.what)\n"
      )
    }
    writeOut("open \(directory)/index.html in a browser\n")
  }

  static func fixed(_ v: Double) -> String { NumberText.fixed(v, decimals: 2) }
}
