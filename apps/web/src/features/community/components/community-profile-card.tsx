import {
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  type Member,
  displayNameForm,
  type DisplayNameForm as ProfileValues,
} from "@app/shared/community";
import { zodResolver } from "@hookform/resolvers/zod";
import { UserRound } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { SectionHeading } from "@/components/ui/section-heading";
import { errorMessage, errorStatus, FALLBACK_ERROR_MESSAGE, isLocked } from "@/lib/errors";
import { reportFailure } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { useBlocks, useMe, useSetBlocked, useUpdateDisplayName } from "../api/community-queries";
import { MemberAvatar } from "./member-avatar";
import { fieldProps } from "@/lib/form-fields";

export const NAME_TAKEN = "That display name is taken.";

function DisplayNameForm({ current }: { current: string }) {
  const { register, handleSubmit, setError, reset, formState } = useForm<ProfileValues>({
    resolver: zodResolver(displayNameForm),
    defaultValues: { displayName: current },
  });
  const { errors, isSubmitting, isDirty } = formState;
  const field = fieldProps(register, errors);
  // Saved here or elsewhere: the field shows the name as it now is.
  useEffect(() => reset({ displayName: current }), [current, reset]);
  const update = useUpdateDisplayName();
  const onSubmit = handleSubmit(async ({ displayName }) => {
    try {
      await update.mutateAsync(displayName);
    } catch (error) {
      if (errorStatus(error) === 409) {
        const message = errorMessage(error);
        setError("displayName", { message: message === FALLBACK_ERROR_MESSAGE ? NAME_TAKEN : message }, { shouldFocus: true });
        return;
      }
      reportFailure("Couldn't change your display name", error);
      return;
    }
    toast.success("Display name saved", { description: `Members now see you as ${displayName}.` });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-4">
      <FormField
        id="display-name"
        label="Display name"
        autoComplete="nickname"
        maxLength={DISPLAY_NAME_MAX}
        hint={`${DISPLAY_NAME_MIN}–${DISPLAY_NAME_MAX} characters. Shown on your posts and comments; your email never is.`}
        {...field("displayName")}
      />
      <Button type="submit" className="justify-self-start" pending={isSubmitting} disabled={!isDirty}>
        Save display name
      </Button>
    </form>
  );
}

function BlockedMembers() {
  const blocks = useBlocks();
  const unblock = useSetBlocked();
  const members = blocks.data?.members;
  if (!members?.length) return null;
  const onUnblock = (member: Member) =>
    unblock.mutate(
      { memberId: member.id, blocked: false },
      {
        onSuccess: () => toast.success(`You unblocked ${member.displayName}`),
        onError: (error) => reportFailure(`Couldn't unblock ${member.displayName}`, error),
      },
    );
  return (
    <div className="grid gap-3 border-t border-border pt-5">
      <h3 className="text-sm font-semibold">Blocked members</h3>
      <ul className="grid gap-2">
        {members.map((m) => (
          <li key={m.id} className="flex items-center gap-3">
            <MemberAvatar name={m.displayName} size="sm" />
            <span className="min-w-0 flex-1 truncate text-sm font-medium">{m.displayName}</span>
            <Button variant="outline" size="sm" disabled={unblock.isPending} onClick={() => onUnblock(m)}>
              Unblock<span className="sr-only"> {m.displayName}</span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Settings → "Community profile": the name members see, and the members this one blocked. */
export function CommunityProfileCard() {
  const me = useMe();
  return (
    <Card as="section" aria-labelledby="community-profile-title">
      <CardHeader>
        <SectionHeading id="community-profile-title" icon={<UserRound />}>
          Community profile
        </SectionHeading>
        <CardDescription>How other members see you in the community.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {me.data ? (
          <>
            <div className="flex items-center gap-3">
              <MemberAvatar name={me.data.displayName} mine />
              <span className="font-semibold">{me.data.displayName}</span>
            </div>
            <DisplayNameForm current={me.data.displayName} />
            <BlockedMembers />
          </>
        ) : isLocked(me.error) ? (
          <p className="text-sm text-muted-foreground">Your community profile comes with Premium.</p>
        ) : me.isError ? (
          <p className="text-sm text-muted-foreground">We couldn't load your community profile.</p>
        ) : (
          <div className="h-28 animate-pulse rounded-lg bg-muted/60" />
        )}
      </CardContent>
    </Card>
  );
}
