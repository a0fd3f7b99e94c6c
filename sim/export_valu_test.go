package sim

// TwoOverPi is the 2/π table V_TRIG_PREOP_F64 reads.
var TwoOverPi = twoOverPi()
