"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { Menu } from "lucide-react";
import { Button } from "@/components/ui/button";

const MobileMenuPanel = dynamic(() => import("./mobile-menu-panel"), { ssr: false });

/** The top navigation's items in a drawer, for narrow screens; the drawer's code loads on first use. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className="md:hidden"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        // Fetch the drawer's code as soon as the visitor shows intent.
        onPointerEnter={() => void import("./mobile-menu-panel")}
        onFocus={() => void import("./mobile-menu-panel")}
      >
        <Menu aria-hidden="true" className="size-5" />
      </Button>
      {used ? <MobileMenuPanel open={open} setOpen={setOpen} /> : null}
    </>
  );
}
