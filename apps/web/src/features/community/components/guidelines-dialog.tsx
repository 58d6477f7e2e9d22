import { Dialog, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { useAcceptGuidelines } from "../api/community-queries";
import { GuidelinesSummary, NotMedicalAdvice } from "./guidelines";
import { reportFailure } from "@/lib/failed";

/** The guidelines and "I agree", inside a dialog: once per member, before their first post or comment. */
export function GuidelinesStep({ onAgreed, onCancel }: { onAgreed: () => void; onCancel?: () => void }) {
  const accept = useAcceptGuidelines();
  const agree = () =>
    accept.mutate(undefined, {
      onSuccess: onAgreed,
      onError: (error) => reportFailure("Couldn't save your answer", error),
    });
  return (
    <>
      <DialogHeader title="Before you post: our guidelines" description="A calm, kind place works because everyone keeps to a few rules." />
      <GuidelinesSummary />
      <NotMedicalAdvice />
      <DialogFooter>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Not now
          </Button>
        )}
        <Button onClick={agree} pending={accept.isPending} autoFocus>
          I agree
        </Button>
      </DialogFooter>
    </>
  );
}

interface GuidelinesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAgreed: () => void;
}

/** The guidelines on their own (before a first comment): agreeing goes on with what the member was doing. */
export function GuidelinesDialog({ open, onOpenChange, onAgreed }: GuidelinesDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <GuidelinesStep
          onCancel={() => onOpenChange(false)}
          onAgreed={() => {
            onOpenChange(false);
            onAgreed();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
