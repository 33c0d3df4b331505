import PassageTestSupport
import Testing

@testable import PassageRender

/// Frames laid out on a grid, by the one ``ContactSheetGeometry``.
@Suite struct ContactSheetTests {
  let red = RGBA8(r: 255, g: 0, b: 0)
  let blue = RGBA8(r: 0, g: 0, b: 255)
  let grey = RGBA8(r: 128, g: 128, b: 128)

  @Test func framesArePlacedLeftToRightTopToBottomSpacingApart() {
    let frames = [
      Bitmap(width: 4, height: 3, fill: red), Bitmap(width: 4, height: 3, fill: blue),
      Bitmap(width: 4, height: 3, fill: red),
    ]
    let sheet = ContactSheet.make(frames: frames, columns: 2, spacing: 2, background: grey)
    #expect(sheet.width == 2 * 4 + 3 * 2)
    #expect(sheet.height == 2 * 3 + 3 * 2)
    expectEqual(sheet[0, 0], grey)
    expectEqual(sheet[2, 2], red)
    expectEqual(sheet[8, 2], blue)
    expectEqual(sheet[2, 7], red)
    expectEqual(sheet[8, 7], grey)  // no fourth frame
  }

  @Test func smallerFramesAreCentredInTheirCellsAndLabelsAddAStrip() {
    let frames = [Bitmap(width: 10, height: 10, fill: red), Bitmap(width: 4, height: 4, fill: blue)]
    let sheet = ContactSheet.make(
      frames: frames, columns: 2, spacing: 0, background: grey, labels: ["0", "1"])
    expectEqual(sheet.width, 20)
    #expect(sheet.height > 10)
    expectEqual(sheet[13, 3], blue)
    expectEqual(sheet[10, 0], grey)
    let strip = (10..<sheet.height).flatMap { y in (0..<20).map { sheet[$0, y] } }
    #expect(strip.contains { $0 != grey })
  }

  @Test func moreColumnsThanFramesGiveASheetNoWiderThanItsFrames() {
    let frames = [Bitmap(width: 10, height: 10, fill: red), Bitmap(width: 4, height: 4, fill: blue)]
    let sheet = ContactSheet.make(frames: frames, columns: 5, spacing: 1, background: grey)
    let geometry = ContactSheet.geometry(frames: frames, columns: 5, spacing: 1, labelled: false)
    expectEqual(geometry.columns, 2)
    #expect(sheet.width == 2 * 10 + 3 * 1)
    #expect((sheet.width, sheet.height) == (geometry.width, geometry.height))
  }

  @Test func theBitmapAndTheGeometryAgreeForEveryColumnCount() {
    let frames = (0..<5).map { Bitmap(width: 6, height: 4, fill: $0 % 2 == 0 ? red : blue) }
    for columns in 1...8 {
      for labelled in [false, true] {
        let labels = labelled ? frames.indices.map(String.init) : []
        let sheet = ContactSheet.make(
          frames: frames, columns: columns, spacing: 3, background: grey, labels: labels)
        let geometry = ContactSheet.geometry(frames: frames, columns: columns, spacing: 3, labelled: labelled)
        #expect((sheet.width, sheet.height) == (geometry.width, geometry.height), "columns \(columns)")
        for index in frames.indices {
          let (x, y) = geometry.origin(of: index)
          expectEqual(sheet[x, y], index % 2 == 0 ? red : blue, "frame \(index), columns \(columns)")
        }
      }
    }
  }

  @Test func anEmptySheetIsTheBackgroundWhateverTheThreads() {
    let background = RGBA8(r: 242, g: 242, b: 247)
    for (count, columns) in [(1, 1), (5, 2), (16, 4)] {
      let geometry = ContactSheet.geometry(
        frameSizes: Array(repeating: (width: 37, height: 61), count: count), columns: columns, spacing: 3,
        labelled: count > 1)
      let expected = Bitmap(width: geometry.width, height: geometry.height, fill: background)
      for workers in [1, 2, 3] {
        expectEqual(ContactSheet.canvas(geometry, background: background, workers: workers), expected)
      }
    }
  }

  @Test func noFramesGiveAnEmptySheet() {
    let sheet = ContactSheet.make(frames: [], columns: 3, spacing: 4, background: grey)
    #expect(sheet.width == 0 && sheet.height == 0)
  }
}
