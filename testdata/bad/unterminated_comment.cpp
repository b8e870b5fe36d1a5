int kept = 1;
/* this comment never ends
int lost = 2;
