// expected-error: cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<Bool>'
// `.passage(isPresented:)` takes a Binding<Bool>, like `.fullScreenCover(isPresented:)`.
import Passage
import SwiftUI

struct Counter: View {
  @State private var count = 0
  var body: some View {
    Text("count").passage(isPresented: $count, transition: .push) { Text("page") }
  }
}
