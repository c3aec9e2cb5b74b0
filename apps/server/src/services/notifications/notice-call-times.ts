import type {
  NoticeCallTimes,
  NoticeShipment,
  OceanShipmentView,
  PortDirectory,
  TransportCallTimes,
} from '@tracklane/domain';

/**
 * The departure from the first port of loading and the arrival at the last port of discharge, as
 * the view has them when a notice is written: scheduled, estimated and actual, each with the
 * port's zone, so an e-mail shows all three on the port's clock (issue 21). Sea legs only: a truck
 * or rail leg before or after is not the ocean voyage the dates are about.
 */
export function noticeCallTimes(
  view: OceanShipmentView | null,
  ports: PortDirectory,
): NonNullable<NoticeShipment['times']> {
  const sea = (view?.transports ?? []).filter(
    (t) => t.transportCategory === 'VESSEL' || t.transportCategory === 'FEEDER',
  );
  const timesOf = (call: TransportCallTimes | undefined): NoticeCallTimes | null =>
    call?.locationCode
      ? {
          portCode: call.locationCode,
          portTimeZone: ports.get(call.locationCode)?.timeZone ?? null,
          scheduled: call.scheduled,
          estimated: call.estimated,
          actual: call.actual,
        }
      : null;
  return {
    departure: timesOf(sea[0]?.loadTransportCall),
    arrival: timesOf(sea.at(-1)?.dischargeTransportCall),
  };
}
