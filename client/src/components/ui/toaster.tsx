import { useToast } from "@/hooks/use-toast";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "@/components/ui/toast";

/** Renders the app's notifications; mount once near the root. */
export function Toaster() {
  const { toasts } = useToast();

  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      {/* At the bottom, where no bar or dialog header is: full width on a phone (dialogs leave it free there), and on
          a desktop at the right, narrow enough to stay beside a form dialog's buttons from 1280 px up. */}
      <ToastViewport className="top-auto bottom-0 flex-col sm:right-0 md:max-w-80" />
    </ToastProvider>
  );
}
