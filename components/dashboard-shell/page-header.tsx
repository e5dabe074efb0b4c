import { cn } from "@/lib/utils";

/** Title and description at the top of a dashboard page. */
export function PageHeader({ title, description, className, children }: { title: string; description?: string; className?: string; children?: React.ReactNode }) {
  return (
    <div className={cn("flex flex-wrap items-end justify-between gap-3", className)}>
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </div>
  );
}
