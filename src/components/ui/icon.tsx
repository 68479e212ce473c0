import { createElement, type SVGProps } from "react";
import type { IconNode } from "lucide";

export type { IconNode };

export interface IconProps extends SVGProps<SVGSVGElement> {
  /** The drawing, from the `lucide` package: `import { Mail } from "lucide"`. */
  node: IconNode;
}

/**
 * A lucide icon, drawn from the `lucide` package's data. lucide-react wraps every icon in its own
 * runtime (context, attribute building, a ref-forwarding component each), some 3 KB gzip on every
 * page's first load for the few dozen fixed icons this site draws. Decorative unless labelled.
 */
export function Icon({ node, ...props }: IconProps) {
  const labelled = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : true}
      {...props}
    >
      {/* An icon's fixed list of shapes, rendered once on the server: their order is their identity. */}
      {/* eslint-disable-next-line @eslint-react/no-array-index-key */}
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
