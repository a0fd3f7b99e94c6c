v_cmp_gt_f32_e32 vcc_lo, 0, v2
s_and_saveexec_b32 s2, vcc_lo
