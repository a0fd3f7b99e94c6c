	v_and_b32_e32 v12, 0, v12
	s_and_saveexec_b64 s[10:11], s[6:7]
	global_store_dword v12, v4, s[0:1]
