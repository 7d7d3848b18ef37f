import { ArrowRight, Search } from "lucide-react";
import { type FormEvent, useId } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { controlClasses } from "@/components/ui/control-classes";
import { Label } from "@/components/ui/field";
import { TextLink } from "@/components/ui/text-link";
import { paths } from "@/config/paths";

/** The browse page's search parameter, which the box fills as a plain form would. */
const QUERY_PARAM = "q";

/**
 * Where a visitor starts: a search of the public browse page, and a link to all of it. A plain GET form,
 * so it works before the page is hydrated (and without JavaScript); once hydrated it leaves out an empty
 * or padded search.
 */
export function HeroSearch() {
  const id = useId();
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get(QUERY_PARAM);
    navigate(paths.app.internships.getHref(typeof text === "string" ? text.trim() : undefined));
  }

  return (
    <search className="mt-8 block max-w-xl">
      <form action={paths.app.internships.path} method="get" onSubmit={submit}>
        <Label htmlFor={id}>Search internships</Label>
        <div className="mt-1.5 flex gap-2">
          <div className="relative min-w-0 flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-neutral-500"
              aria-hidden="true"
            />
            <input
              id={id}
              type="search"
              name={QUERY_PARAM}
              placeholder="Title, skill or keyword"
              autoComplete="off"
              className={controlClasses(
                "h-12 pl-10 sm:text-base [&::-webkit-search-cancel-button]:appearance-none [&::-webkit-search-decoration]:appearance-none",
              )}
            />
          </div>
          <Button type="submit" size="lg" className="px-5">
            Search
          </Button>
        </div>
      </form>
      <TextLink to={paths.app.internships.getHref()} standalone className="mt-3 gap-1.5">
        Browse internships
        <ArrowRight className="size-4" aria-hidden="true" />
      </TextLink>
    </search>
  );
}
