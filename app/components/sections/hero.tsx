import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { ArrowDown, Briefcase, Star, Users } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { HomeContent } from "~/content/home";
import { useDeviceClass, useHydrated, usePrefersReducedMotion } from "~/hooks/use-environment";
import { useTypewriter } from "~/hooks/use-typewriter";
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/lib/pages";
import { scrollBehavior } from "~/lib/scroll";
import { SOLID_AFTER_VIEWPORT_SHARE } from "~/hooks/use-header-solid";
import { cn } from "~/lib/utils";
import { buttonVariants } from "~/components/ui/button";

function TypedLine({ text, enabled, className }: { text: string; enabled: boolean; className?: string }) {
  const { typed, done } = useTypewriter(text, enabled);
  return (
    <span data-typewriter={done ? "done" : "typing"} className={cn("grid", className)}>
      {/* The full line, invisible and outside the text content, reserves the final height while typing. */}
      <span data-text={text} className="invisible col-start-1 row-start-1 before:content-[attr(data-text)]" />
      <span className="col-start-1 row-start-1" data-typed>
        {typed}
        <span className={cn("ml-1 h-[0.85em] w-[0.08em] animate-pulse bg-accent align-[-0.05em]", done ? "hidden" : "inline-block")} />
      </span>
    </span>
  );
}

/**
 * The heading itself always holds the full desktop line, for screen readers and search engines; what
 * sighted visitors see is a typed copy beside it. Before hydration CSS picks the phone or desktop line;
 * afterwards the spec's device class does.
 */
function TypedHeadline({ desktop, mobile }: { desktop: string; mobile: string }) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const device = useDeviceClass();
  const enabled = hydrated && !reducedMotion;
  return (
    <>
      <h1 id="hero-title" className="sr-only">
        {desktop}
      </h1>
      <div aria-hidden="true" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
        {hydrated ? (
          <TypedLine key={device === "mobile" ? "mobile" : "desktop"} text={device === "mobile" ? mobile : desktop} enabled={enabled} />
        ) : (
          <>
            <TypedLine text={mobile} enabled={false} className="md:hidden" />
            <TypedLine text={desktop} enabled={false} className="max-md:hidden" />
          </>
        )}
      </div>
    </>
  );
}

/** Soft shapes that follow the mouse a little; still under reduced motion and on touch screens. */
function ParallaxDecoration() {
  const layer = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const element = layer.current;
    if (!element || reducedMotion || !window.matchMedia("(pointer: fine)").matches) return;
    let frame = 0;
    const onMove = (event: PointerEvent) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        element.style.setProperty("--parallax-x", String(event.clientX / window.innerWidth - 0.5));
        element.style.setProperty("--parallax-y", String(event.clientY / window.innerHeight - 0.5));
      });
    };
    window.addEventListener("pointermove", onMove, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("pointermove", onMove);
      element.style.removeProperty("--parallax-x");
      element.style.removeProperty("--parallax-y");
    };
  }, [reducedMotion]);

  // Soft glows drawn as radial gradients rather than blurred discs: a CSS blur on a composited layer is
  // applied again on every frame the page paints, so while anything in the hero moved (the scroll hint's
  // bounce, the parallax) the blurs kept a phone's CPU busy.
  const glow = "absolute rounded-full bg-radial-[closest-side] to-transparent transition-transform duration-700 ease-out";
  return (
    <div ref={layer} aria-hidden="true" data-parallax className="pointer-events-none absolute inset-0 overflow-hidden">
      <div className={cn(glow, "-top-14 -left-48 size-128 from-sky-400/25 from-30% [transform:translate3d(calc(var(--parallax-x,0)*40px),calc(var(--parallax-y,0)*40px),0)]")} />
      <div className={cn(glow, "-right-44 -bottom-24 size-144 from-indigo-400/25 from-30% [transform:translate3d(calc(var(--parallax-x,0)*-60px),calc(var(--parallax-y,0)*-60px),0)]")} />
      <div className={cn(glow, "top-[calc(25%-5rem)] right-[calc(100%/3-5rem)] size-80 from-amber-300/10 from-20% [transform:translate3d(calc(var(--parallax-x,0)*25px),calc(var(--parallax-y,0)*25px),0)]")} />
    </div>
  );
}

function scrollDown(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  window.scrollTo({ top: window.innerHeight * SOLID_AFTER_VIEWPORT_SHARE, behavior: scrollBehavior() });
}

export function Hero({ copy }: { copy: HomeContent["hero"] }) {
  const { lang } = useI18n();
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
          <TypedHeadline desktop={copy.headlineDesktop} mobile={copy.headlineMobile} />
        </div>
        <p className="mt-6 max-w-2xl text-lg text-white/85 sm:text-xl">{copy.subtitle}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={pagePath("contact", lang)} className={buttonVariants({ variant: "accent", size: "lg" })}>
            {copy.primaryCta}
          </Link>
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
        onClick={scrollDown}
        aria-label={copy.scrollDown}
        title={copy.scrollDown}
        className="absolute bottom-4 left-1/2 inline-flex size-11 -translate-x-1/2 items-center justify-center rounded-full text-white/85 hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white motion-safe:animate-bounce-hint"
      >
        <Icon node={ArrowDown} aria-hidden="true" className="size-6" />
      </a>
    </section>
  );
}
