import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// The trace page's stylesheet, inline so the page needs nothing beside it. The highlights
/// use the Okabe–Ito colours (blue, bluish green, vermillion), which colour-blind readers tell
/// apart, and each also has a shape or a word (✓, ✗, a dashed or solid outline), so nothing
/// is said by colour alone; the hit view and the touch look as `draw` paints them. A print
/// view shows every panel in full, without the controls.
package enum TracePageStyle {
    package static let css = """
    :root { --asked: #0072B2; --yes: #009E73; --no: #D55E00; --wait: #E69F00; --ink: #1a1a1a; --faint: #666; --panel: #f6f6f4; }
    * { box-sizing: border-box; }
    body { font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: var(--ink); margin: 0; background: #fff; }
    header { padding: 8px 16px; border-bottom: 1px solid #ccc; display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; }
    h1 { font-size: 18px; margin: 0; }
    h2 { font-size: 14px; margin: 0 0 6px; text-transform: uppercase; letter-spacing: .04em; color: var(--faint); }
    h2#method-name { text-transform: none; letter-spacing: 0; color: var(--ink); font-family: ui-monospace, "DejaVu Sans Mono", Menlo, monospace; }
    code, pre, .mono, #source, #tree, #stack, #locals, #runtime { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 13px; }
    #title { margin: 0; font-family: ui-monospace, "DejaVu Sans Mono", Menlo, monospace; }
    #notice { flex-basis: 100%; margin: 0; padding: 4px 8px; background: #fff3d6; border-left: 4px solid var(--wait); }
    #notice:empty { display: none; }
    #controls { padding: 8px 16px; display: flex; flex-wrap: wrap; gap: 6px; align-items: center; border-bottom: 1px solid #ccc; background: var(--panel); }
    #controls button { font: inherit; padding: 3px 10px; border: 1px solid #888; border-radius: 4px; background: #fff; cursor: pointer; }
    #controls button:focus-visible, #slider:focus-visible { outline: 3px solid var(--asked); outline-offset: 1px; }
    #controls kbd { font-size: 11px; color: var(--faint); }
    #slider { flex: 1 1 220px; min-width: 160px; }
    #position { color: var(--faint); font-variant-numeric: tabular-nums; }
    main { display: grid; grid-template-columns: minmax(240px, 0.8fr) minmax(320px, 1.4fr); gap: 12px; padding: 12px 16px; }
    section { background: var(--panel); border: 1px solid #ddd; border-radius: 6px; padding: 8px 10px; min-width: 0; }
    .scene svg { width: 100%; height: auto; max-height: 440px; display: block; }
    .notes { background: #fffdf3; border-left: 4px solid var(--wait); }
    .notes p { margin: 0 0 6px; white-space: pre-line; }
    #step-description { white-space: pre-wrap; margin: 8px 0 0; font-family: ui-monospace, "DejaVu Sans Mono", Menlo, monospace; font-size: 13px; }
    #asked { margin: 6px 0 0; }
    .legend { font-size: 12px; color: var(--faint); margin: 6px 0 0; }
    .yes { color: var(--yes); font-weight: 600; } .no { color: var(--no); font-weight: 600; } .wait { color: #8a5a00; font-weight: 600; }
    #source { position: relative; list-style: none; margin: 0; padding: 0; max-height: 300px; overflow: auto; background: #fff; border: 1px solid #ddd; }
    #source li { white-space: pre; padding: 0 6px; }
    #source li .n { display: inline-block; width: 3em; color: var(--faint); text-align: right; margin-right: 1em; user-select: none; }
    #source li.current { background: #d6eaf8; box-shadow: inset 4px 0 0 var(--asked); font-weight: 600; }
    #source li.current .n::before { content: "→ "; color: var(--asked); }
    #locals, #runtime { margin: 6px 0 0; padding-left: 1.2em; }
    #stack { margin: 0; padding-left: 0; list-style: none; }
    #stack li { white-space: pre-wrap; }
    #tree { position: relative; max-height: 320px; overflow: auto; background: #fff; border: 1px solid #ddd; }
    #tree div { white-space: pre; padding: 0 6px; }
    #tree div.open { background: #eef5fb; }
    #tree div.current { background: #d6eaf8; box-shadow: inset 4px 0 0 var(--asked); font-weight: 600; }
    #output { margin: 0; min-height: 2em; max-height: 260px; overflow: auto; background: #fff; border: 1px solid #ddd; padding: 4px 6px; }
    .wide { grid-column: 1 / -1; }
    .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    @media (max-width: 760px) { main { grid-template-columns: 1fr; } }
    @media print {
      #controls, #touch-select-label { display: none; }
      body { font-size: 11pt; }
      main { display: block; padding: 0; }
      section { break-inside: avoid; border: none; background: none; padding: 0; margin: 0 0 10pt; }
      #source, #tree, #output { max-height: none; overflow: visible; border: none; }
      #source li.current, #tree div.current { background: none; box-shadow: none; text-decoration: underline; }
      .scene svg { max-height: 9cm; width: auto; }
    }
    """
}
