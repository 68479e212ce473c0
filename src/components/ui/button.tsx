import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        // A transparent border on the filled variants: Windows' high-contrast mode drops backgrounds and
        // draws borders, so without one a filled button would read as plain text.
        default: "border border-transparent bg-brand-700 text-white hover:bg-brand-800 focus-visible:ring-brand-600",
        accent: "border border-transparent bg-accent text-slate-950 hover:bg-amber-400 focus-visible:ring-brand-600",
        outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 focus-visible:ring-brand-600",
        /** An outlined button on the dark blue sections (hero, contact). */
        inverse: "border border-white/40 text-white hover:bg-white/10 focus-visible:ring-white focus-visible:ring-offset-brand-900",
        /**
         * A bare button on the dark header and footer, with the white focus ring a blue one was barely
         * visible against. No text colour: it takes its surroundings' (preflight makes buttons inherit it).
         */
        ghost: "hover:bg-white/10 focus-visible:ring-white focus-visible:ring-offset-brand-900",
        link: "text-brand-700 underline-offset-4 hover:underline focus-visible:ring-brand-600",
      },
      size: {
        default: "h-11 px-5 text-sm whitespace-nowrap",
        sm: "h-9 px-3 text-sm whitespace-nowrap",
        /** The calls to action: one line, or two where a phone is too narrow for the label. */
        lg: "min-h-12 px-7 py-2.5 text-center text-base",
        icon: "size-11",
        /** Labels that may wrap onto a second line on a phone. */
        wrap: "min-h-11 px-5 py-2 text-sm",
        /** A text link lined up with the text around it: no side padding. */
        inline: "min-h-11 py-2 text-sm",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

/** A button. A link that looks like one takes `buttonVariants(...)` as its class instead. */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}
