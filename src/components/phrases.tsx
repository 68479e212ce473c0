import { Fragment } from "react";
import { hasHan, keepFiguresTogether, phrases } from "~/render/phrases";

/**
 * A headline's text that breaks between phrases only: for Chinese, a <wbr> between the phrases and
 * `word-break: keep-all` (the `.phrases` rule in src/site.css), so 媒体 or 转化率 never end up on two
 * lines; `overflow-wrap: anywhere` still breaks a phrase wider than its box rather than let it overflow.
 * In every language a figure stays whole (keepFiguresTogether: 300 000 €, 400 %), and so does a name
 * written with a hyphen (États-Unis, Hong-Kong), where a browser may end a line ("aux États- / Unis" in
 * the French hero): it is set unbroken, and its text stays as written. Rendered on the server; nothing
 * of it runs in the browser.
 */
export function Phrases({ text: raw }: { text: string }) {
  const text = keepFiguresTogether(raw);
  if (!hasHan(text)) return <NamesUnbroken text={text} />;
  return (
    <span className="phrases">
      {phrases(text).map((phrase, index) => (
        // The phrases of one string, in order, rendered once on the server: the same phrase may come twice,
        // so its place is its only key.
        // eslint-disable-next-line @eslint-react/no-array-index-key
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {phrase}
        </Fragment>
      ))}
    </span>
  );
}

/** A capitalised word, a hyphen, a capitalised word: a name (États-Unis, Hong-Kong), not a compound (start-up). */
const HYPHENATED_NAME = /(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)+)/u;

function NamesUnbroken({ text }: { text: string }) {
  const parts = text.split(HYPHENATED_NAME);
  if (parts.length === 1) return text;
  // split() with a capturing group puts each name at an odd place.
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // eslint-disable-next-line @eslint-react/no-array-index-key
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
