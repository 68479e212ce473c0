import { displayHeading } from "./ui/display-heading";
import { buttonVariants } from "./ui/button";
import { Phrases } from "./phrases";

interface StatusPageProps {
  code: string;
  title: string;
  description: string;
  homeHref: string;
  homeLabel: string;
  /** Offered on server errors, where trying again may help: a link to the same address. */
  reloadLabel?: string;
}

/** The 404 and 500 pages: one layout, the words come from the caller. */
export function StatusPage({ code, title, description, homeHref, homeLabel, reloadLabel }: StatusPageProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-black text-brand-700" aria-hidden="true">
        {code}
      </p>
      <h1 className={displayHeading({ className: "mt-4 text-slate-900" })}>
        <Phrases text={title} />
      </h1>
      <p className="mt-4 text-lg text-slate-600">{description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={homeHref} className={buttonVariants()}>
          {homeLabel}
        </a>
        {reloadLabel ? (
          // An empty href is this very address: the reload works without JavaScript, whatever the URL.
          // eslint-disable-next-line jsx-a11y-x/anchor-is-valid -- see above
          <a href="" className={buttonVariants({ variant: "outline" })}>
            {reloadLabel}
          </a>
        ) : null}
      </div>
    </section>
  );
}
