import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('scheduled_runs')
export class ScheduledRun {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'text' })
  task: string;

  @Column({ name: 'tick_at', type: 'timestamptz' })
  tickAt: Date;

  @Column({ type: 'text' })
  instance: string;

  @Column({ name: 'ran_at', type: 'timestamptz', default: () => 'now()' })
  ranAt: Date;
}
