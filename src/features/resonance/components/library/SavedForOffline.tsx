import { Plain } from '@/lib/plain-language';
import { useSavedForOffline } from '../../hooks/use-saved-for-offline';

/** Says truthfully whether this reading is stored on the device for offline reading. */
export function SavedForOffline({ pathname }: { pathname: string }) {
  const state = useSavedForOffline(pathname);
  return (
    <p className={`library-offline library-offline--${state}`} role="status">
      {state === 'checking' ? <Plain standard="Checking whether this reading is saved for offline reading…" plain="Checking if you can read this offline…" /> : null}
      {state === 'saved' ? (
        <Plain
          standard="Saved for offline: this reading and everything it needs are stored on this device, so it opens without a connection."
          plain="Saved on this device. You can read it without the internet."
        />
      ) : null}
      {state === 'not-yet' ? (
        <Plain
          standard="Not saved for offline yet. Better Minds saves every reading on this device once it has finished installing; stay online for a moment."
          plain="Not saved for offline yet. Stay online for a moment and it will be saved."
        />
      ) : null}
      {state === 'unsupported' ? (
        <Plain standard="This browser cannot keep readings for offline use." plain="This browser cannot save readings for offline use." />
      ) : null}
    </p>
  );
}
