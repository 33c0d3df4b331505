/// The articles the sample posts link to.
extension Article {
  static let northByFerry = Article(
    title: "North by Ferry",
    standfirst: "Twelve days, thirty-four ports and one very patient galley cook: the coast, slowly.",
    byline: "The Harbour Review", minutesToRead: 9, heroSymbolName: "ferry.fill", accent: .blue,
    blocks: [
      .paragraph(
        "The ferry leaves at eight in the evening, whether or not anyone is on the quay to wave. "
          + "On the night we board there is a man with a dog, two students with bicycles, and a "
          + "forklift loading crates of apples that will be sold in a village four days north."),
      .paragraph(
        "For most of its history this was not a cruise but a postal route. The ship carried "
          + "letters, livestock, schoolchildren and doctors. It still stops at harbours too small "
          + "for anything else, sometimes for fifteen minutes, sometimes for five, once for what "
          + "felt like ninety seconds in the dark."),
      .heading("The first days"),
      .paragraph(
        "South of the Arctic Circle the coast is green and busy. Islands slide past so close that "
          + "you can read the names on mailboxes. Passengers stand at the rail with coffee and "
          + "point at things: a sea eagle, a church with a red roof, a woman hanging washing who "
          + "waves back as if she has done it every day for thirty years. She probably has."),
      .paragraph(
        "The galley serves dinner at six and breakfast at seven, and in between the cook keeps a "
          + "pot of fish soup that never seems to empty. By the third day he knows who takes "
          + "bread and who does not."),
      .gallery(
        caption: "Along the way",
        items: [
          GalleryItem(symbolName: "sunrise.fill", caption: "Dawn off the islands", accent: .orange),
          GalleryItem(symbolName: "cloud.fog.fill", caption: "Fog in the sound", accent: .teal),
          GalleryItem(symbolName: "snowflake", caption: "First snow, day five", accent: .blue),
          GalleryItem(symbolName: "moon.stars.fill", caption: "Two hours of night", accent: .indigo),
          GalleryItem(symbolName: "binoculars.fill", caption: "Watching for eagles", accent: .pink),
          GalleryItem(symbolName: "map.fill", caption: "Every port of call", accent: .teal),
        ]),
      .heading("Crossing the Circle"),
      .paragraph(
        "There is a small ceremony when the ship crosses sixty-six degrees north. Someone dressed "
          + "as a sea god pours a ladle of ice water down the backs of volunteers. The volunteers "
          + "receive a certificate. Nobody quite remembers how the tradition started, which is "
          + "perhaps the best sign that it is a real one."),
      .paragraph(
        "After that the light changes. In late spring the sun stops setting properly; it dips "
          + "towards the horizon around midnight, thinks better of it, and climbs again. Sleep "
          + "becomes a matter of curtains."),
      .heading("The far end"),
      .paragraph(
        "The last port is a town near the Russian border, where the ship turns around and does "
          + "the whole thing again in reverse. Some passengers get off here and fly home. Others, "
          + "like the man with the dog, simply stay aboard. He has done the round trip eleven "
          + "times, he says, and the coast has never once been the same."),
      .paragraph(
        "On the way south we pass the apple crates again, empty now, stacked on a quay in the "
          + "rain. Someone has written a thank-you note on the top one in marker pen."),
    ])

  static let midsummerLight = Article(
    title: "What the Midsummer Light Does",
    standfirst: "Notes from a month of photographing a sun that will not set.",
    byline: "Ana Sousa", minutesToRead: 6, heroSymbolName: "sun.haze.fill", accent: .orange,
    blocks: [
      .paragraph(
        "I came north in June with a plan to photograph the midnight sun, and a tripod, and very "
          + "little understanding of what a month without darkness would do to my sense of time. "
          + "By the end of the first week I was eating breakfast at four in the afternoon."),
      .paragraph(
        "The light itself is the strange part. It never comes from above. All night it comes "
          + "sideways, low and warm, so that a fence post casts a shadow thirty metres long and "
          + "every blade of grass has a bright edge on one side."),
      .gallery(
        caption: "One night, hour by hour",
        items: [
          GalleryItem(symbolName: "sun.max.fill", caption: "22:00, still high", accent: .orange),
          GalleryItem(symbolName: "sun.haze.fill", caption: "23:30, haze", accent: .pink),
          GalleryItem(symbolName: "sunrise.fill", caption: "00:40, lowest", accent: .orange),
          GalleryItem(symbolName: "cloud.sun.fill", caption: "02:00, clouds", accent: .teal),
          GalleryItem(symbolName: "wind", caption: "03:15, wind", accent: .blue),
        ]),
      .heading("Colours"),
      .paragraph(
        "Greens go gold. Blues go violet. White houses turn the colour of peaches for an hour and "
          + "then, for no reason I could find, back to white. I stopped trying to correct the "
          + "colour in my photographs and started writing down what I saw next to each frame."),
      .paragraph(
        "The locals are unbothered. Children play football at midnight. A neighbour mows his "
          + "lawn at one in the morning and says good evening, or possibly good morning; in that "
          + "light there is no way to tell which he means."),
      .heading("Leaving"),
      .paragraph(
        "On my last night a bank of fog came in from the sea and, for the first time in a month, "
          + "the sun disappeared. It felt like a door closing. I slept for eleven hours."),
      .paragraph(
        "The photographs are fine. The notes are better. I have pinned the page for the night of "
          + "the twenty-first above my desk: it says only that the shadows were longer than the "
          + "street, and that I could not stop smiling."),
    ])
}
