import { Fragment } from "react";
import { hasHan, keepFiguresTogether, phrases } from "~/render/phrases";

/**
 * A headline's text that breaks between phrases only: for Chinese, a <wbr> between the phrases and
 * `word-break: keep-all` (the `.phrases` rule in src/site.css), so 媒体 or 转化率 never end up on two
 * lines; `overflow-wrap: anywhere` still breaks a phrase wider than its box rather than let it overflow.
 * In every language a figure stays whole (keepFiguresTogether: 300 000 €, 400 %). Rendered on the server;
 * nothing of it runs in the browser.
 */
export function Phrases({ text: raw }: { text: string }) {
  const text = keepFiguresTogether(raw);
  if (!hasHan(text)) return text;
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
