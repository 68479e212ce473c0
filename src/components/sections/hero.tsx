import { ArrowDown, Briefcase, Star, Users } from "lucide";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { HomeContent } from "~/content/home";
import type { Language } from "~/i18n/languages";
import { pagePath } from "~/lib/pages";
import { cn } from "~/lib/utils";

/**
 * One line of the headline, painted in full as served. src/scripts/typewriter.ts then types it over
 * itself: the typed part in full white, the rest dimmed, so the words never leave the screen.
 */
function TypedLine({ text, device, className }: { text: string; device: "mobile" | "desktop"; className: string }) {
  return (
    <span data-typewriter="idle" data-device={device} className={className}>
      <span data-typed>{text}</span>
      <span data-typewriter-cursor className="relative inline-block h-[0.85em] w-0 align-[-0.05em] before:absolute before:inset-y-0 before:left-[0.05em] before:w-[0.08em] before:animate-pulse before:bg-accent" hidden />
      <span data-untyped className="text-white/30" />
    </span>
  );
}

/** Soft glows that follow the mouse a little (src/scripts/hero.ts); still under reduced motion and on touch screens. */
function ParallaxDecoration() {
  // Radial gradients rather than blurred discs: a CSS blur on a composited layer is applied again on
  // every frame the page paints, which kept a phone's CPU busy while anything in the hero moved.
  const glow = "absolute rounded-full bg-radial-[closest-side] to-transparent transition-transform duration-700 ease-out";
  return (
    <div aria-hidden="true" data-parallax className="pointer-events-none absolute inset-0 overflow-hidden">
      <div className={cn(glow, "-top-14 -left-48 size-128 from-sky-400/25 from-30% [transform:translate3d(calc(var(--parallax-x,0)*40px),calc(var(--parallax-y,0)*40px),0)]")} />
      <div className={cn(glow, "-right-44 -bottom-24 size-144 from-indigo-400/25 from-30% [transform:translate3d(calc(var(--parallax-x,0)*-60px),calc(var(--parallax-y,0)*-60px),0)]")} />
      <div className={cn(glow, "top-[calc(25%-5rem)] right-[calc(100%/3-5rem)] size-80 from-amber-300/10 from-20% [transform:translate3d(calc(var(--parallax-x,0)*25px),calc(var(--parallax-y,0)*25px),0)]")} />
    </div>
  );
}

export function Hero({ lang, copy }: { lang: Language; copy: HomeContent["hero"] }) {
  const stats = [
    { icon: Star, ...copy.stats.reviews },
    { icon: Briefcase, ...copy.stats.projects },
    { icon: Users, ...copy.stats.clients },
  ];
  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      className="relative -mt-(--header-height) flex min-h-[92svh] items-center overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 pt-(--header-height) text-white"
    >
      <ParallaxDecoration />
      <div className="relative mx-auto w-full max-w-7xl px-4 pt-12 pb-24 sm:px-6">
        <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{copy.eyebrow}</p>
        <div className="mt-4 max-w-4xl">
          {/* The heading holds the full desktop line for screen readers and search engines; sighted visitors see the typed copy. */}
          <h1 id="hero-title" className="sr-only">
            {copy.headlineDesktop}
          </h1>
          <p aria-hidden="true" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            <TypedLine text={copy.headlineMobile} device="mobile" className="md:hidden" />
            <TypedLine text={copy.headlineDesktop} device="desktop" className="max-md:hidden" />
          </p>
        </div>
        <p className="mt-6 max-w-2xl text-lg text-white/85 sm:text-xl">{copy.subtitle}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={pagePath("contact", lang)} className={buttonVariants({ variant: "accent", size: "lg" })}>
            {copy.primaryCta}
          </a>
          <a href="#i-nostri-business-case" className={buttonVariants({ variant: "inverse", size: "lg" })}>
            {copy.secondaryCta}
          </a>
        </div>
        <ul className="mt-10 flex flex-wrap gap-3">
          {stats.map(({ icon, value, label }) => (
            <li key={label} className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm ring-1 ring-white/20">
              <Icon node={icon} aria-hidden="true" className="size-4 text-amber-300" />
              <span className="font-bold">{value}</span>
              <span className="text-white/85">{label}</span>
            </li>
          ))}
        </ul>
      </div>
      <a
        href="#services"
        data-scroll-down
        aria-label={copy.scrollDown}
        title={copy.scrollDown}
        className="absolute bottom-4 left-1/2 inline-flex size-11 -translate-x-1/2 items-center justify-center rounded-full text-white/85 hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white motion-safe:animate-bounce-hint"
      >
        <Icon node={ArrowDown} aria-hidden="true" className="size-6" />
      </a>
    </section>
  );
}
