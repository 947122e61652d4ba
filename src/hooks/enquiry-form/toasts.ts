import { useRef, useState } from "react";

type ToastsModule = typeof import("../../components/forms/enquiry-toasts");

/**
 * The enquiry toasts, loaded on demand (the visitor's first focus in a form, or a send): `load` resolves to the
 * module, or null when it could not load (a later call tries again); `Toasts` is its container once loaded.
 */
export function useEnquiryToasts() {
  const [loaded, setLoaded] = useState<ToastsModule | null>(null);
  const loading = useRef<Promise<ToastsModule | null> | null>(null);
  const load = () => {
    loading.current ??= import("../../components/forms/enquiry-toasts")
      .then((module) => {
        setLoaded(module);
        return module;
      })
      .catch(() => {
        loading.current = null;
        return null;
      });
    return loading.current;
  };
  return { Toasts: loaded?.EnquiryToasts ?? null, load };
}
