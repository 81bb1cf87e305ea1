import { useCallback, useState } from 'react';

export type PositionState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'found'; latitude: number; longitude: number; accuracyM: number }
  | { status: 'denied' | 'unavailable' | 'unsupported' };

/** The device's position through the Geolocation API, asked for only when the member taps. */
export function usePosition(): { state: PositionState; locate: () => void } {
  const [state, setState] = useState<PositionState>(() =>
    'geolocation' in navigator ? { status: 'idle' } : { status: 'unsupported' },
  );
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) return setState({ status: 'unsupported' });
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setState({
          status: 'found',
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracyM: Math.round(position.coords.accuracy),
        }),
      (error) => setState({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  }, []);
  return { state, locate };
}
