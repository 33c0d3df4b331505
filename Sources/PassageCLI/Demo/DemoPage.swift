import PassageCommands
import PassageRecording
import PassageRender

/// The demo's `index.html`: every transition's GIF with its caption and a frame scrubber over its
/// contact sheet, and the curve plots. Self-contained: no external assets, works offline.
enum DemoPage {
  struct Section {
    var item: DemoItem
    var gif: String
    var sheet: String
    var sheetGeometry: ContactSheetGeometry
    /// The GIF's width in pixels; the scrubber is shown at the same width.
    var displayWidth: Int
  }

  static func html(sections: [Section], curves: [(file: String, title: String)]) -> String {
    var body = ""
    for s in sections {
      let g = s.sheetGeometry
      let zoom = g.frameWidth > 0 ? Double(s.displayWidth) / Double(g.frameWidth) : 1
      let height = Int(saturating: (Double(g.frameHeight) * zoom).rounded())
      let sheetSize =
        "\(Int(saturating: (Double(g.width) * zoom).rounded()))px \(Int(saturating: (Double(g.height) * zoom).rounded()))px"
      body += """
        <section>
          <h2>\(s.item.title.escapingMarkup)</h2>
          <p>\(s.item.caption.escapingMarkup)</p>
          <div class="pair">
            <figure><img src="\(s.gif)" width="\(s.displayWidth)" height="\(height)" alt="\(s.item.title.escapingMarkup)"><figcaption>animated GIF</figcaption></figure>
            <figure>
              <div class="scrub" style="width:\(s.displayWidth)px;height:\(height)px;background-image:url('\(s.sheet)');background-size:\(sheetSize)"
                data-columns="\(g.columns)" data-count="\(g.count)" data-w="\(g.frameWidth)" data-h="\(g.frameHeight)" data-spacing="\(g.spacing)" data-zoom="\(zoom)"></div>
              <input type="range" min="0" max="\(max(g.count - 1, 0))" value="0" aria-label="frame">
              <figcaption>scrub the frames (<a href="\(s.sheet)">contact sheet</a>)</figcaption>
            </figure>
          </div>
        </section>

        """
    }
    let plots = curves.map {
      "<figure><img src=\"\($0.file)\" alt=\"\($0.title.escapingMarkup)\"></figure>"
    }
    .joined(separator: "\n")
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Passage — transitions rendered on Linux</title>
      <style>
      body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 2em auto; max-width: 980px; color: #1c1c1e; background: #f2f2f7; padding: 0 1em; }
      section { background: #fff; border-radius: 14px; padding: 1em 1.5em; margin: 1.5em 0; }
      .pair { display: flex; gap: 2em; flex-wrap: wrap; align-items: flex-start; }
      figure { margin: 0; text-align: center; }
      figcaption { color: #6c6c70; font-size: 0.85em; margin-top: 0.4em; }
      .scrub { background-repeat: no-repeat; border-radius: 6px; box-shadow: 0 1px 4px rgba(0,0,0,.2); }
      input[type=range] { width: 100%; margin-top: 0.6em; }
      .scrub { image-rendering: auto; }
      .curves { display: flex; flex-wrap: wrap; gap: 1em; }
      </style>
      </head>
      <body>
      <h1>Passage</h1>
      <p>Every frame below was drawn by Passage's software compositor from the same scenes that the UIKit front end applies on a device.</p>
      \(body)
      <section><h2>Timing curves</h2><div class="curves">
      \(plots)
      </div></section>
      <script>
      document.querySelectorAll('section').forEach(function (section) {
        var scrub = section.querySelector('.scrub'), range = section.querySelector('input[type=range]');
        if (!scrub || !range) return;
        function show() {
          var d = scrub.dataset, i = Number(range.value), c = Number(d.columns), s = Number(d.spacing);
          var z = Number(d.zoom), x = s + (i % c) * (Number(d.w) + s), y = s + Math.floor(i / c) * (Number(d.h) + s);
          scrub.style.backgroundPosition = (-x * z) + 'px ' + (-y * z) + 'px';
        }
        range.addEventListener('input', show);
        show();
      });
      </script>
      </body>
      </html>

      """
  }
}
