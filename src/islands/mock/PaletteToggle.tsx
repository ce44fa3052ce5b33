/**
 * The `>` / `<` on the palette's edge of the real CBT screen (issue 29): `>`
 * hides the question palette and gives the question the full width, `<`
 * brings it back. Kept with the attempt (the snapshot's `paletteCollapsed`).
 * Beside the question from 860 px only: below that the palette is a drawer
 * behind the "Question Palette" button, as before.
 */
import { useExamText } from './i18n';
import './exam-tools.css';

export function PaletteToggle({ collapsed, controls, onToggle }: { collapsed: boolean; controls: string; onToggle: () => void }) {
  const x = useExamText();
  const hint = collapsed ? x.tools.showPalette : x.tools.hidePalette;
  return (
    <div className="mx-palette-edge mx-only-desktop">
      <button
        type="button"
        className="mx-palette-toggle"
        aria-expanded={!collapsed}
        aria-controls={controls}
        aria-label={hint}
        title={hint}
        onClick={onToggle}
        data-testid="palette-toggle"
      >
        <span aria-hidden="true">{collapsed ? '<' : '>'}</span>
      </button>
    </div>
  );
}
