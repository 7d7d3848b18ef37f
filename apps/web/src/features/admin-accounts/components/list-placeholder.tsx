import { Card } from "@/components/ui/card";
import { placeholderKeys, Skeleton, SkeletonText } from "@/components/ui/skeleton";

const ROWS = 6;

/** A list that is still loading: rows of its final size, and the same words for screen readers. */
export function ListPlaceholder({ label, columns }: { label: string; columns: number }) {
  return (
    <>
      <p role="status" className="sr-only">
        {label}
      </p>
      <Card className="overflow-hidden" aria-hidden="true">
        <ul className="divide-y divide-neutral-200">
          {placeholderKeys(ROWS).map((key) => (
            <li key={key} className="flex items-center gap-4 px-5 py-3">
              <Skeleton className="size-9 shrink-0 rounded-full" />
              <div className="min-w-0 flex-1">
                <SkeletonText width="w-40" />
                <SkeletonText size="xs" width="w-28" />
              </div>
              {placeholderKeys(Math.max(0, columns - 2)).map((cell) => (
                <SkeletonText key={cell} width="w-24" className="hidden md:flex" />
              ))}
              <Skeleton className="h-8 w-24 rounded-control" />
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
