DROP INDEX "park_io_record_hand_closed_out_time_idx";
