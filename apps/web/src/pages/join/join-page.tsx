import { JoinCard } from '../../features/enterprise/components/join-card';

/** /join?token=…: the join page of an organisation's invite link. */
export default function JoinPage() {
  return (
    <div className="tl-join">
      <JoinCard />
    </div>
  );
}
