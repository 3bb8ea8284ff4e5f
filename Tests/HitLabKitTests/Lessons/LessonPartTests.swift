import Testing
@testable import HitLabModel
@testable import HitLabConsole
@testable import HitLabKit

/// A long lesson cut into sittings by `<!-- part N: TITLE -->` lines: each part is a lesson of
/// its own to the player, its questions numbered on from the parts before, and the whole
/// lesson is still one for `hitlab check`.
@Suite struct LessonPartTests {
    static let markdown = """
    # Lesson 9: a test

    First paragraph.

    **Predict:** which view?

    <details><summary>Answer</summary>

    ```predict view
    GreenView
    ```

    </details>

    ```hitlab
    (hitlab) hittest 180 240
    GreenView
    ```

    <!-- part 2: the second sitting -->

    Second part's paragraph.

    **Predict:** which view now?

    <details><summary>Answer</summary>

    ```predict view
    RedView
    ```

    </details>

    ```hitlab
    (hitlab) hittest 60 60
    RedView
    ```
    """

    @Test func aPartLineCutsTheLessonWhereItStands() throws {
        let whole = LessonDocument(markdown: Self.markdown)
        #expect(whole.partCount == 2)
        #expect(whole.malformed.isEmpty)
        #expect(whole.askedQuestionCount == 2)
        // The line itself is no prose: GitHub hides it, and so does the player.
        #expect(!whole.parts.contains { if case .prose(let t) = $0 { t.contains("<!--") } else { false } })
        let first = try #require(whole.part(1)), second = try #require(whole.part(2))
        #expect(first.title == "Lesson 9: a test")
        #expect(second.title == "the second sitting")
        #expect(first.askedQuestionCount == 1 && second.askedQuestionCount == 1)
        #expect(first.parts.count + second.parts.count == whole.parts.count)
        #expect(whole.part(3) == nil && whole.part(0) == nil)
        #expect(whole.questionsBefore(part: 2) == 1)
    }

    @Test func thePlayerNumbersAPartsQuestionsOnFromTheOnesBefore() throws {
        let whole = LessonDocument(markdown: Self.markdown)
        let player = Player(lesson: try #require(whole.part(2)), session: Session(), questionsBefore: whole.questionsBefore(part: 2))
        #expect(player.pages.compactMap { $0.question == nil ? nil : $0.questionNumber } == [2])
    }

    @Test func aPartLineOutOfOrderIsReported() {
        let doc = LessonDocument(markdown: "# L\n\ntext\n\n<!-- part 3: skipped two -->\n\nmore\n")
        #expect(doc.partCount == 1)
        #expect(doc.malformed == ["line 5: a part line is `<!-- part 2: TITLE -->`, numbered on from 2"])
    }

    /// Lesson 2 is in three parts, sections 1–5, 6–9 and 10–11, in every language.
    @Test(arguments: [Language.english, .chinese, .traditionalChinese])
    func lessonTwoIsInThreeParts(language: Language) throws {
        let catalog = try Catalog(folder: ExerciseTests.lessons)
        let lesson = try #require(catalog.lessons.first { $0.number == 2 })
        let doc = LessonDocument(markdown: try #require(catalog.lessonText(lesson, in: language)))
        #expect(doc.partCount == 3)
        let second = try #require(doc.part(2))
        guard case .prose(let opening)? = second.parts.first else { Issue.record("part 2 opens with no paragraph"); return }
        #expect(opening.contains("11"))
        #expect(second.parts.contains { if case .prose(let t) = $0 { t.hasPrefix("## 6.") } else { false } })
        #expect(try #require(doc.part(3)).parts.contains { if case .prose(let t) = $0 { t.hasPrefix("## 10.") } else { false } })
    }

    /// A part started on its own (`hitlab lesson 2 --part 3`) prints what the lesson says it
    /// prints: the earlier parts' examples have run first, unseen, so their scene (Canvas),
    /// clock and state are there. Each command of the part is checked against the lesson's
    /// own expected output, as `hitlab check` checks the whole lesson.
    @Test(arguments: [2, 3])
    func aLaterPartStartsWhereTheEarlierOnesLeftOff(part k: Int) throws {
        let catalog = try Catalog(folder: ExerciseTests.lessons)
        let lesson = try #require(catalog.lessons.first { $0.number == 2 })
        let doc = LessonDocument(markdown: try #require(catalog.lessonText(lesson, in: .english)))
        let session = Session(startScript: SampleScenes.colouredViewsScript)
        for j in 1..<k { Player.runSilently(try #require(doc.part(j)), on: session) }
        var checked = 0
        for case .session(let transcript, _) in try #require(doc.part(k)).parts {
            for step in transcript.steps {
                let reply = session.execute(step.command)
                let actual = reply.text.isEmpty ? [] : reply.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                #expect(Transcript.matches(step.expected, actual), "part \(k), line \(step.line): \(step.command)\n\(reply.text)")
                checked += 1
            }
        }
        #expect(checked > 20)
    }
}
