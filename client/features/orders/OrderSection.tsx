import { Panel, type PanelProps } from '../../ui/Panel';

/** A titled card of an order page; its heading (`{id}-heading`) names the region. */
export function OrderSection({ id, ...props }: Omit<PanelProps, 'headingId'> & { id: string }) {
  return <Panel headingId={`${id}-heading`} {...props} />;
}
