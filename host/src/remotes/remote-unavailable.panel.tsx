import { Button, StatusPanel } from '@screening/shared/ui';
import { areaOf } from './areas';
import type { RemoteFailure } from './remote-registry';

const DETAIL: Record<RemoteFailure, string> = {
  unreachable: 'It could not be reached. Check the network connection, then retry. Other areas keep working.',
  integrity:
    'It failed verification: the files served do not match the version pinned for this site, so they were not run. Please tell your IT team.',
  incompatible:
    'This version was built for a different version of the suite and cannot run with it. Please ask your IT team to pin a compatible version.',
  crashed: 'Something went wrong while opening it. Retry, and tell your IT team if it keeps happening.',
};

export function RemoteUnavailablePanel({ remote, kind, onRetry }: { remote: string; kind: RemoteFailure; onRetry: () => void }) {
  const area = areaOf(remote);
  const title =
    kind === 'integrity'
      ? `${area.title} failed verification`
      : kind === 'incompatible'
        ? `${area.title} cannot run with this suite`
        : area.unavailable;
  return (
    <div data-testid="remote-unavailable" data-remote={remote} data-kind={kind}>
      <StatusPanel
        status={kind === 'integrity' || kind === 'incompatible' ? 'error' : 'warning'}
        title={title}
        subTitle={DETAIL[kind]}
        extra={
          <Button type="primary" onClick={onRetry} autoFocus>
            Retry
          </Button>
        }
      />
    </div>
  );
}

export function NoAccessPanel() {
  return (
    <StatusPanel
      status="forbidden"
      title="You do not have access to this page."
      subTitle="Ask your program coordinator if you need it."
    />
  );
}
