import ReflowLayout
import Testing

/// The item-update example of Docs/containers.md, verbatim (DocumentationDriftTests checks
/// it), then the values it claims: rows 50 high (ListLayout), Barbara inserted at 1, so
/// Grace moves from row 1 (y 50) to row 2 (y 100), halfway at 75; four rows, 200 high.
@Suite("Examples of Docs/containers.md: items one by one")
struct ContainersUpdatesDocExampleTests {
  @Test("containers.md: an insertion, its frames for an animation, and a refused deletion")
  func insertion() throws {
    let window = try Window(size: Size(width: 400, height: 300))
    var names = ["Ada", "Grace", "Linus"]
    let people = CollectionView(
      name: "people", layout: ListLayout(rowHeight: 50), numberOfItems: names.count,
      cell: { _ in Label(name: "name") },
      configure: { cell, index in (cell as! Label).text = names[index] })
    window.rootView.addSubview(people)
    try activate(people.edges == window.rootView.edges)
    window.layoutIfNeeded()
    names.insert("Barbara", at: 1)                   // the data first, then the collection
    let update = try people.insertItems(at: [1])
    print(update.inserted, people.contentSize)       // [1] 400x200
    let grace = update.item(after: 2)!
    print(grace.indexBefore!, grace.frameBefore!.y, grace.frameAfter!.y)   // 1 50.0 100.0
    print(update.frame(of: grace, at: 0.5)!.y)       // 75.0: halfway through the animation
    do { try people.deleteItems(at: [7]) } catch { print(error) }
    // people.deleteItems(at:): there is no item 7 (the items are 0...3); nothing was changed.
    #expect(update.inserted == [1] && people.contentSize == Size(width: 400, height: 200))
    #expect(grace.indexBefore == 1 && grace.frameBefore?.y == 50 && grace.frameAfter?.y == 100)
    #expect(update.frame(of: grace, at: 0.5)?.y == 75)
    #expect((people.cell(at: 1) as? Label)?.text == "Barbara")
    #expect((people.cell(at: 2) as? Label)?.text == "Grace")
    #expect(people.cell(at: 2)?.frame == Rect(x: 0, y: 100, width: 400, height: 50))
    let refusal = LayoutError.itemIndexOutOfRange(7, count: 4, call: "people.deleteItems(at:)")
    #expect(
      refusal.description == "people.deleteItems(at:): there is no item 7 (the items are 0...3);"
        + " nothing was changed.")
  }
}
